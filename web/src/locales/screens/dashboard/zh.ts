import type { DashboardMessages } from './en.ts';

const dashboard: DashboardMessages = {
  welcome: '欢迎，{{name}}',
  updatedAt: '更新于 {{time}}',
  cards: {
    byRisk: '各风险等级疫源地点',
    openAlerts: '未关闭预警',
    surveysThisMonth: '本月监测记录',
    outbreaksThisYear: '今年疫情',
  },
  map: {
    canvas: {
      title: '地图',
      toggleAttribution: '显示或隐藏地图来源',
      feedback: '地图反馈',
      closePopup: '关闭',
    },
    title: '风险地图',
    controls: '图层与筛选',
    layers: '图层',
    layer: {
      points: '疫源地点',
      alerts: '未关闭预警',
      heat: '历史疫情',
    },
    riskLevel: '风险等级',
    focusType: '疫源地类型',
    allFocusTypes: '全部疫源地类型',
    years: '疫情年份',
    yearRange: '{{from}}–{{to}}',
    shown: '显示 {{shown}} / {{total}} 个疫源地点',
    openRecord: '打开该疫源地点',
  },
  popup: {
    code: '编码',
    focusType: '疫源地类型',
    riskLevel: '风险等级',
    openAlert: '未关闭预警',
    noAlert: '无',
    status: '状态',
    region: '行政区划',
    coordinates: '经度，纬度',
  },
  charts: {
    alertsPerWeek: '每周预警数（近 26 周）',
    fleaIndexTrend: '各类型疫源地平均蚤指数（近 24 个月）',
    outbreaksPerDecade: '历史疫情（按年代）',
    alerts: '预警',
    outbreaks: '疫情',
    cases: '病例',
    noData: '暂无数据',
  },
  maps: {
    title: '鼠疫自然疫源地风险地图',
    signIn: '登录',
    console: '控制台',
  },
  monitor: {
    title: '鼠疫监测预警大屏',
    sourcePoints: '疫源地点',
    highRisk: 'I、II 级疫源地点',
    openAlerts: '未关闭预警',
    outbreaksThisYear: '今年疫情',
    casesThisYear: '今年病例',
    byRisk: '按风险等级',
    latestAlerts: '最新预警',
    noAlerts: '暂无预警',
    alertLine: '{{time}} · {{level}} · {{place}} · {{code}} · {{rule}}',
  },
};

export default dashboard;
