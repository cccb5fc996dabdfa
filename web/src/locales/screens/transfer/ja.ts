import type { TransferMessages } from './en.ts';

const transfer: TransferMessages = {
  hint: 'テンプレートに記入してください：1 行に 1 件、見出しはどの表示言語でもかまいません。書き込む前にすべての行を確認します。ファイル全体を取り込むか、何も取り込まずに修正が必要な行を一覧表示します。',
  template: 'テンプレートをダウンロード',
  choose: 'Excel ファイル（.xlsx）をクリックして選ぶか、ここにドラッグしてください',
  chooseHint: '一度に 1 ファイル',
  start: 'インポート',
  uploading: 'アップロード中…',
  checking: 'すべての行を確認中…',
  imported: '{{count}} 件を取り込みました',
  importedUpdated: '{{count}} 件をインポートしました（うち {{updated}} 件を更新）',
  unchanged: '{{count}} 行は保存済みの記録と同じため、そのままにしました。',
  updateExisting: '既存のレコードを更新する（コードで照合）：各行にエクスポートの「バージョン」列が必要です',
  rejected: '何も取り込まれていません：{{count}} 行の修正が必要です',
  rejectedHint: 'ファイルでこれらの行を修正し、もう一度インポートしてください。',
  refused: 'ファイルは取り込まれませんでした',
  line: '行',
  column: '列',
  reason: '理由',
  done: '閉じる',
};

export default transfer;
