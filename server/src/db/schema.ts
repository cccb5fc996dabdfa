import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both SQLite and PostgreSQL. */
type Timestamp = string;
type Flag = number;

interface Audited {
  createdAt: Timestamp;
  createdBy: string;
  updatedAt: Timestamp;
  updatedBy: string;
  version: number;
}

export interface SysUserTable extends Audited {
  userId: Generated<number>;
  username: string;
  name: string;
  passwordHash: string;
  avatar: string;
  introduction: string;
  email: string;
  phone: string;
  status: number;
}

export interface SysRoleTable extends Audited {
  roleId: Generated<number>;
  roleKey: string;
  name: string;
  status: number;
  sort: number;
  remark: string;
  /** One of DATA_SCOPES. */
  dataScope: string;
}

export interface SysUserRoleTable {
  userId: number;
  roleId: number;
}

export interface SysMenuTable extends Audited {
  menuId: Generated<number>;
  parentId: number;
  /** Stable key seeding finds the row by: the route name of a page or directory, the perms of a button. */
  menuKey: string;
  /** Title: an i18n key such as 'route.dashboard', or literal text. */
  name: string;
  path: string;
  component: string;
  redirect: string;
  metaIcon: string;
  menuType: number;
  perms: string;
  hidden: Flag;
  alwaysShow: Flag;
  affix: Flag;
  noCache: Flag;
  breadcrumb: Flag;
  activeMenu: string;
  sort: number;
  status: number;
}

/** A division that a user's jurisdiction or a role's custom scope lists, with the columns records carry. */
export interface DivisionColumns extends Omit<RegionColumns, 'provinceName' | 'prefectureName' | 'countyName'> {
  divisionCode: string;
}

export interface SysUserDivisionTable extends DivisionColumns {
  userId: number;
}

export interface SysRoleDivisionTable extends DivisionColumns {
  roleId: number;
}

export interface SysRoleMenuTable {
  roleId: number;
  menuId: number;
}

export interface SysSessionTable {
  sessionId: Generated<number>;
  tokenHash: string;
  userId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedReason: string | null;
  ip: string;
  userAgent: string;
}

export interface SysCaptchaTable {
  captchaId: string;
  answer: string;
  expiresAt: Timestamp;
}

export interface SysLoginAttemptTable {
  /** 'user:<username>' or 'ip:<address>'. */
  attemptKey: string;
  failures: number;
  firstFailureAt: Timestamp;
  lockedUntil: Timestamp | null;
}

/** Calls of one client address in its current window of the flood guard (see http/rate-limit.ts). */
export interface SysRateCountTable {
  counterKey: string;
  /** When the window began (the key's first call in it), in milliseconds since the epoch. */
  windowStart: number;
  calls: number;
}

/** The one full recompute that may run at a time (a single row): its progress, then its result. */
export interface RiskRecomputeTable {
  runId: number;
  running: number;
  done: number;
  total: number;
  startedAt: string;
  finishedAt: string;
  startedBy: string;
  /** When the running instance last reported, in milliseconds: a silent run is taken over. */
  heartbeatAt: number;
  /** Requests that asked for a recompute while this one ran, and wait for its result. */
  joined: number;
  /** The finished run's RecomputeResult as JSON, '' while it runs or when it failed. */
  result: string;
}

export interface SysAuditLogTable {
  auditId: Generated<number>;
  at: Timestamp;
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId: string;
  beforeJson: string | null;
  afterJson: string | null;
  ip: string;
  result: string;
}

/** Where a record lies: the codes and names of its province, prefecture and county. */
export interface RegionColumns {
  provinceCode: string;
  provinceName: string;
  prefectureCode: string;
  prefectureName: string;
  countyCode: string;
  countyName: string;
}

export interface SourcePointTable extends Audited, RegionColumns {
  sourceId: Generated<number>;
  code: string;
  name: string;
  focusType: string;
  place: string;
  longitude: number;
  latitude: number;
  altitude: number | null;
  area: number | null;
  /** JSON array of species names. */
  primaryHosts: string;
  primaryVectors: string;
  discoveredOn: string;
  status: string;
  monitoringUnit: string;
  contactName: string;
  contactPhone: string;
  notes: string;
  /** Kept by the early-warning engine; defaults until it first runs. */
  riskLevel: Generated<string>;
  /** 4 for an urgent signal … 1 for a low one, 0 for none: sorts by severity. */
  riskRank: Generated<number>;
  riskScore: Generated<number>;
  riskReason: Generated<string>;
  riskUpdatedAt: Generated<string>;
  lastSurveyOn: Generated<string>;
}

export interface OutbreakTable extends Audited, RegionColumns {
  outbreakId: Generated<number>;
  code: string;
  title: string;
  sourceId: number | null;
  onsetDate: string;
  onsetPrecision: string;
  endDate: string;
  place: string;
  longitude: number | null;
  latitude: number | null;
  bubonic: number;
  pneumonic: number;
  septicemic: number;
  otherForm: number;
  cases: number;
  deaths: number;
  classification: string;
  confirmationMethod: string;
  infectionSource: string;
  hostsInvolved: string;
  animalEpizootic: Flag;
  urbanPneumonicSpread: Flag;
  description: string;
  referencesText: string;
}

export interface SurveyTable extends Audited {
  surveyId: Generated<number>;
  sourceId: number;
  surveyDate: string;
  surveyUnit: string;
  hostSpecies: string;
  vectorSpecies: string;
  maxTitre: string;
  notes: string;
  hostDensity: number | null;
  captureRate: number | null;
  infestationRate: number | null;
  fleaIndex: number | null;
  burrowFleaIndex: number | null;
  freeFleaIndex: number | null;
  animalsExamined: number;
  bacteriologySamples: number;
  isolatesHost: number;
  isolatesVector: number;
  seraTested: number;
  seraPositive: number;
  deadRodentsFound: number;
  deadRodentsPositive: number;
  suspectedHumanCases: number;
  /** Dead animals found whose laboratory results are pending (三报): a pending signal until they come. */
  deadRodentsPending: Generated<number>;
  /** The id the device gave an entry made offline (null for the console's): unique, a repeat is not stored twice. */
  clientId: string | null;
}

export interface RiskThresholdTable {
  focusType: string;
  hostDensity: number;
  fleaIndex: number;
  densityUnit: string;
  source: string;
  updatedAt: string;
  updatedBy: string;
  version: number;
}

export interface AlertTable extends Audited {
  alertId: Generated<number>;
  /** The source point the signal lies at; null for a case or an outbreak away from any point, or a point since deleted. */
  sourceId: number | null;
  /** The human case that raised the signal (rule humanCase from the case record). */
  caseId: number | null;
  /** The outbreak record whose recent cases raised the signal. */
  outbreakId: number | null;
  rule: string;
  /** One of SIGNAL_PRIORITIES. */
  priority: string;
  status: string;
  /** Where the signal lies, for the data scope: its point's place, or its case's or outbreak's. */
  provinceCode: string;
  prefectureCode: string;
  countyCode: string;
  countyName: string;
  triggeredAt: string;
  lastTriggeredAt: string;
  observed: number;
  threshold: number;
  /** JSON array of the survey ids that fired or joined this alert. */
  surveyIds: string;
}

export interface AlertEventTable {
  eventId: Generated<number>;
  alertId: number;
  fromStatus: string;
  toStatus: string;
  note: string;
  /** The laboratory evidence a discard of a human-case or isolate signal gives. */
  evidence: Generated<string>;
  username: string;
  at: string;
}

export interface NotificationChannelTable extends Audited {
  channelId: Generated<number>;
  name: string;
  /** One of CHANNEL_KINDS. */
  kind: string;
  enabled: Flag;
  /** The webhook's URL, or the SMTP server's (smtp://user@host:port). */
  target: string;
  /** E-mail channels: the addresses, comma-separated. */
  recipients: string;
  sender: string;
  /** The HMAC key, DingTalk's signing secret or the SMTP password: never sent to the web. */
  secret: string;
  bodyTemplate: string;
  language: string;
  /** JSON arrays: signal priorities, focus types (empty: all), division codes (empty: the whole country). */
  priorities: string;
  focusTypes: string;
  divisions: string;
  quietFrom: string;
  quietTo: string;
  timeZone: string;
}

/** One alert to send to one channel, written in the alert's transaction, and where its delivery stands. */
export interface NotificationOutboxTable {
  outboxId: Generated<number>;
  channelId: number;
  /** The signal sent, or null for a response level's declaration (declarationId). */
  alertId: number | null;
  declarationId: number | null;
  /** For a declaration: 'declared' or 'ended'; '' for a signal. */
  event: Generated<string>;
  status: string;
  attempts: number;
  /** Milliseconds since the epoch, as the lease. */
  nextAttemptAt: number;
  /** Until when the instance that claimed the row owns it: a crashed instance's claim runs out. */
  leaseUntil: number;
  leaseOwner: string;
  createdAt: Timestamp;
  sentAt: string;
}

export interface NotificationAttemptTable {
  attemptId: Generated<number>;
  outboxId: number;
  attempt: number;
  at: Timestamp;
  ok: Flag;
  answer: string;
}

/** A human plague case (人间病例): no name or ID number. The region is the residence (现住址). */
export interface HumanCaseTable extends Audited, RegionColumns {
  caseId: Generated<number>;
  /** The national reporting system's card number, when known. */
  cardNumber: string;
  /** ISO date-times. */
  reportAt: string;
  diagnosisAt: string;
  onsetDate: string;
  age: number | null;
  sex: string;
  occupation: string;
  residencePlace: string;
  /** The most precise GB/T 2260 code of the exposure place ('' unknown). */
  exposureRegionCode: string;
  exposurePlace: string;
  exposureLongitude: number | null;
  exposureLatitude: number | null;
  sourceId: number | null;
  exposure: string;
  clinicalForm: string;
  classification: string;
  confirmationMethod: string;
  outcome: string;
  reportingUnit: string;
  /** The id the device gave an entry made offline: unique, a repeat is not stored twice. */
  clientId: string | null;
  notes: string;
}

/** A contact of a case, followed daily for 9 days from the last exposure. */
export interface CaseContactTable extends Audited {
  contactId: Generated<number>;
  caseId: number;
  /** A label that identifies nobody ('household contact 1'). */
  label: string;
  relation: string;
  lastExposureDate: string;
  prophylaxis: string;
  /** JSON array of the daily follow-ups. */
  followUps: string;
  status: string;
  /** The suspected case the contact became, once fever was found. */
  becameCaseId: number | null;
  notes: string;
}

/** A response level of the national plan declared for a county (or a prefecture or province), and its end. */
export interface ResponseDeclarationTable extends Audited, RegionColumns {
  declarationId: Generated<number>;
  level: string;
  basis: string;
  declaredAt: string;
  declaredBy: string;
  endedAt: string;
  endedBy: string;
  endNote: string;
}

/** The entry id of a deleted survey or human case: a device sending it again is told it was received (migration 015). */
export interface DeletedEntryTable {
  entity: 'survey' | 'humanCase';
  clientId: string;
  /** Who made the entry: another person's device sending the id is refused, as for a stored entry. */
  createdBy: string;
  deletedAt: string;
}

export interface Database {
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysMenu: SysMenuTable;
  sysRoleMenu: SysRoleMenuTable;
  sysUserDivision: SysUserDivisionTable;
  sysRoleDivision: SysRoleDivisionTable;
  sysSession: SysSessionTable;
  sysCaptcha: SysCaptchaTable;
  sysLoginAttempt: SysLoginAttemptTable;
  sysRateCount: SysRateCountTable;
  sysAuditLog: SysAuditLogTable;
  sourcePoint: SourcePointTable;
  outbreak: OutbreakTable;
  survey: SurveyTable;
  riskThreshold: RiskThresholdTable;
  alert: AlertTable;
  alertEvent: AlertEventTable;
  riskRecompute: RiskRecomputeTable;
  notificationChannel: NotificationChannelTable;
  notificationOutbox: NotificationOutboxTable;
  notificationAttempt: NotificationAttemptTable;
  humanCase: HumanCaseTable;
  caseContact: CaseContactTable;
  responseDeclaration: ResponseDeclarationTable;
  deletedEntry: DeletedEntryTable;
}
