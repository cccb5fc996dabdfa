import type { DashboardMessages } from './en.ts';

const dashboard: DashboardMessages = {
  welcome: 'ようこそ、{{name}} さん',
  updatedAt: '{{time}} 更新',
  cards: {
    byRisk: 'リスクレベル別の疫源地点',
    openAlerts: '未完了の警報',
    surveysThisMonth: '今月の調査',
    outbreaksThisYear: '今年の流行',
  },
  map: {
    canvas: {
      title: '地図',
      toggleAttribution: '地図の出典を表示または非表示',
      feedback: '地図へのフィードバック',
      closePopup: '閉じる',
    },
    title: 'リスクマップ',
    controls: 'レイヤーと絞り込み',
    layers: 'レイヤー',
    layer: {
      points: '疫源地点',
      alerts: '未完了の警報',
      heat: '過去の流行',
    },
    riskLevel: 'リスクレベル',
    focusType: '疫源地の種類',
    allFocusTypes: 'すべての種類',
    years: '流行の年',
    yearRange: '{{from}}–{{to}}',
    shown: '{{total}} 地点中 {{shown}} 地点を表示',
    openRecord: 'この疫源地点を開く',
  },
  popup: {
    code: 'コード',
    focusType: '疫源地の種類',
    riskLevel: 'リスクレベル',
    openAlert: '未完了の警報',
    noAlert: 'なし',
    status: '状態',
    region: '行政区画',
    coordinates: '経度、緯度',
  },
  charts: {
    alertsPerWeek: '週ごとの警報（26 週）',
    fleaIndexTrend: '疫源地の種類別の平均ノミ指数（24 か月）',
    outbreaksPerDecade: '年代別の過去の流行',
    alerts: '警報',
    outbreaks: '流行',
    cases: '症例',
    noData: 'まだデータがありません',
  },
  maps: {
    title: 'ペスト自然疫源地リスクマップ',
    signIn: 'ログイン',
    console: 'コンソール',
  },
  monitor: {
    title: 'ペスト早期警戒モニター',
    sourcePoints: '疫源地点',
    highRisk: 'レベル I・II の地点',
    openAlerts: '未完了の警報',
    outbreaksThisYear: '今年の流行',
    casesThisYear: '今年の症例',
    byRisk: 'リスクレベル別',
    latestAlerts: '最新の警報',
    noAlerts: '警報なし',
    alertLine: '{{time}} · {{level}} · {{place}} · {{code}} · {{rule}}',
  },
};

export default dashboard;
