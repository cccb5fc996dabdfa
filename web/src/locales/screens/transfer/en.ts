/** English messages of the Excel import dialog (components/ImportDialog), shared by every screen that imports. */
const transfer = {
  hint: 'Fill in the template: one record per row, headers in any interface language. Every row is checked before anything is written: either the whole file is imported, or nothing is and the rows to correct are listed.',
  template: 'Download the template',
  choose: 'Click or drag an Excel file (.xlsx) here',
  chooseHint: 'One file at a time',
  start: 'Import',
  uploading: 'Uploading…',
  checking: 'Checking every row…',
  imported: 'Records imported: {{count}}',
  importedUpdated: 'Records imported: {{count}}, of them updated: {{updated}}',
  unchanged: '{{count}} rows repeat records already stored and were left as they are.',
  updateExisting: 'Update records that already exist (matched by code): the rows need the Version column of an export',
  rejected: 'Nothing was imported. Rows to correct: {{count}}',
  rejectedHint: 'Correct these rows in the file and import it again.',
  refused: 'The file was not imported',
  line: 'Line',
  column: 'Column',
  reason: 'Reason',
  done: 'Close',
};

export type TransferMessages = typeof transfer;
export default transfer;
