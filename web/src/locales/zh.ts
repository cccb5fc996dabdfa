import type { LocaleMessages } from './en.ts';

const zh: LocaleMessages = {
  app: {
    title: '鼠疫预警系统',
    loading: '加载中…',
  },
  route: {
    home: '首页',
    dashboard: '首页看板',
    userCenter: '个人中心',
    system: '系统管理',
    systemUser: '用户管理',
    systemRole: '角色管理',
    systemMenu: '菜单管理',
    systemAudit: '审计日志',
    login: '登录',
    authRedirect: '正在登录',
    maps: '地图',
    monitor: '监测大屏',
    notFound: '页面不存在',
    unauthorized: '无权限',
    redirect: '正在跳转',
  },
  menu: {
    allPermissions: '全部权限',
  },
  button: {
    add: '新增',
    edit: '修改',
    delete: '删除',
    status: '启用或停用',
    resetPassword: '重置密码',
    grant: '分配菜单',
  },
  navbar: {
    dashboard: '首页看板',
    logOut: '退出登录',
    toggleSideBar: '显示或隐藏侧边菜单',
    language: '切换语言',
    userMenu: '用户菜单',
  },
  language: {
    switched: '切换语言成功',
  },
  login: {
    title: '登录控制台',
    username: '用户名',
    password: '密码',
    captcha: '验证码',
    captchaImage: '验证码图片：点击换一张',
    captchaLoading: '正在加载验证码…',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    submit: '登录',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    captchaRequired: '请输入验证码',
  },
  request: {
    error: '错误',
    timeout: '服务器响应超时',
    network: '无法连接服务器',
    reloginContent: '您已被登出，可以取消继续留在该页面，或者重新登录',
    reloginTitle: '确认登出',
    relogin: '重新登录',
    cancel: '取消',
  },
  permission: {
    verificationFailed: '验证失败，请重新登录。',
    rolesRequired: 'getInfo：角色必须是非空数组！',
    hasError: '出错了',
  },
  dashboard: {
    welcome: '欢迎，{{name}}',
    intro: '地图、风险概况和最新预警将显示在这里。',
  },
  errorPage: {
    notFound: '抱歉，您访问的页面不存在。',
    unauthorized: '抱歉，您没有权限查看此页面。',
    backHome: '返回首页',
    goBack: '返回上一页',
  },
  placeholder: {
    comingLater: '此页面将在后续版本中提供。',
  },
  authRedirect: {
    text: '正在完成登录…',
  },
};

export default zh;
