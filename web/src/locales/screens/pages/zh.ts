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
  guide: {
    title: '功能导览',
    intro: '为新同事准备的控制台简短导览：先看每个页面周围的导航栏和菜单，再看最常用的几个页面。全程约两分钟，任何一步都可以按 Esc 退出。',
    start: '开始导览',
    contents: '导览内容',
    autoStart: '在本浏览器上第一次登录时，导览会自动开始。看完或关闭之后，只能从本页重新开始。',
    tour: {
      next: '下一步',
      previous: '上一步',
      done: '完成',
      close: '关闭导览',
      progress: '第 {{current}} 步，共 {{total}} 步',
    },
    steps: {
      welcome: {
        title: '欢迎使用鼠疫预警系统',
        text: '本导览带您认识系统的布局：先是每个页面周围的导航栏，然后是首页看板、疫源点、监测调查和预警信息。用“下一步”“上一步”或方向键翻页，按 Esc 关闭导览。',
      },
      topMenu: {
        title: '顶部菜单',
        text: '您有权进入的各个模块。选择一个模块，左侧边栏就会列出它下面的页面。模块太多放不下时，可用两端的箭头左右滚动。',
        textPhone: '您有权进入的各个模块。选择一个模块会打开它的第一个页面，其余页面可从菜单按钮中打开。模块太多放不下时，可用两端的箭头左右滚动。',
      },
      sidebar: {
        title: '侧边栏',
        text: '顶部菜单所选模块下的页面。左上角的按钮可以把侧边栏收起为图标，再点一次即展开。',
      },
      menuButton: {
        title: '菜单',
        text: '在窄屏上菜单是收起的：点这个按钮打开菜单，里面有全部模块和页面，选好页面后菜单会自动收起。',
      },
      tabs: {
        title: '标签页',
        text: '每打开一个页面就会多一个标签，切换回去时页面保持原样；首页看板的标签始终保留。在标签上点右键可以刷新、关闭、关闭其它或关闭所有。',
        textPhone: '每打开一个页面就会多一个标签，切换回去时页面保持原样；首页看板的标签始终保留。长按标签可以刷新、关闭、关闭其它或关闭所有。',
      },
      search: {
        title: '页面搜索',
        text: '按标题或路径查找页面：输入几个字（有错字也能找到），选中结果即可打开。',
      },
      size: {
        title: '布局大小',
        text: '调整所有页面文字和控件的大小：默认、中等、小或迷你。',
      },
      language: {
        title: '语言',
        text: '在中文、English、Español 和日本語之间切换，下次访问时仍保留您的选择。',
      },
      settings: {
        title: '系统设置',
        text: '主题颜色，以及标签页、固定页头和侧边栏 Logo 的开关。',
        textPhone: '主题颜色，以及标签栏和固定页头的开关。',
      },
      dashboard: {
        title: '首页看板地图',
        text: '您有权查看的疫源点按风险着色，未处理的预警信号和历史疫情可作为图层叠加。点击一个点可看到摘要和进入记录的链接。数字和图表每分钟刷新一次。',
      },
      sources: {
        title: '疫源点',
        text: '正在监测的鼠疫自然疫源点。可按地区、疫源类型、状态或风险搜索筛选，打开记录查看或修改，并以 Excel 表格导出或导入。',
        textReader: '正在监测的鼠疫自然疫源点。可按地区、疫源类型、状态或风险搜索筛选，并打开记录查看。',
      },
      surveys: {
        title: '监测调查',
        text: '现场监测记录：宿主密度、蚤指数、细菌学和血清学检测结果。保存一条记录后，系统会立即按预警规则评估它所属的疫源点。',
      },
      alerts: {
        title: '预警信息',
        text: '预警规则触发的预警及其触发数值。分析人员逐条核实，确认或排除，并跟进处置直至关闭；每一步都记录操作人、时间和说明。',
      },
      finish: {
        title: '导览结束',
        text: '随时可以从菜单“新手指引 › 功能导览”再看一遍。“文档”下的用户手册详细介绍了每个页面。',
      },
    },
  },
  profile: {
    dataScope: '数据范围',
    scopeHint: '您在控制台各处能查看和修改的记录',
    scopeHintReadOnly: '您在控制台各处能查看的记录；您的角色只能查看，不能修改',
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
