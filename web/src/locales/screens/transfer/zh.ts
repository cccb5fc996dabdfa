import type { TransferMessages } from './en.ts';

const transfer: TransferMessages = {
  hint: '请按模板填写：每行一条记录，表头可用任一界面语言。写入前会检查每一行：要么整个文件全部导入，要么一条都不导入并列出需要修改的行。',
  template: '下载模板',
  choose: '点击或将 Excel 文件（.xlsx）拖到此处',
  chooseHint: '每次一个文件',
  start: '导入',
  uploading: '正在上传…',
  checking: '正在检查每一行…',
  imported: '已导入 {{count}} 条记录',
  importedUpdated: '已导入 {{count}} 条记录，其中更新 {{updated}} 条',
  unchanged: '{{count}} 行与已存记录完全相同，未重复写入。',
  updateExisting: '更新已存在的记录（按编码匹配）：各行需要导出文件中的“版本”列',
  rejected: '未导入任何记录：有 {{count}} 行需要修改',
  rejectedHint: '请在文件中修改这些行后重新导入。',
  refused: '文件未导入',
  line: '行号',
  column: '列',
  reason: '原因',
  done: '关闭',
};

export default transfer;
