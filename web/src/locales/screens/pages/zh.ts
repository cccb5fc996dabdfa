import type { PageMessages } from './en.ts';

const pages: PageMessages = {
  manual: {
    title: '用户手册',
    search: '搜索手册',
    searchPlaceholder: '搜索手册，例如：蚤指数',
    matches: '找到的章节：{{count}}',
    noMatches: '没有章节包含这些字词。',
    contents: '目录',
    table: '表格（可横向滚动）',
    loadFailed: '手册加载失败，请刷新页面重试。',
  },
  profile: {
    dataScope: '数据范围',
    scopeHint: '您在控制台各处能查看和修改的记录',
    scopeAll: '全国所有记录',
    scopeBelow: '{{names}}及其下级区划',
    scopeExact: '仅{{names}}本级，不含下级区划',
    scopeOwn: '您本人创建的记录',
    scopeNone: '没有任何记录：请联系管理员分配管辖区域或带数据范围的角色',
    account: '账号',
    editInUserCenter: '在个人中心修改',
    roles: '角色',
    permissions: '权限',
    allPermissions: '全部权限（超级管理员）',
    noPermissions: '无权限',
    signIns: '最近登录',
    signedInAt: '登录时间',
    lastSeen: '最后活动',
    browser: '浏览器',
    session: '会话',
    current: '当前会话',
    active: '有效',
    ended: '已结束',
    activity: '我的操作记录',
    activityHint: '您在系统中的操作，最新的在前。仅显示您本人的记录。',
    loadFailed: '操作记录加载失败。',
  },
};

export default pages;
