import { Permissions } from '@ews/contract/permissions';
import { defineResource } from '../hooks/resource.ts';

/*
 * The record resources of the console: each names its endpoints in the contract's table and
 * the permissions the server checks them with. The list and form screens are built on them
 * (hooks/useRecordList.ts, hooks/useRecordForm.ts).
 */

export const userResource = defineResource({
  name: 'user',
  id: 'userId',
  list: 'userList',
  get: 'userGet',
  save: 'userSave',
  delete: 'userDelete',
  permissions: { list: Permissions.USER_LIST, add: Permissions.USER_ADD, edit: Permissions.USER_EDIT, delete: Permissions.USER_DELETE },
});

/** Roles have no get endpoint: a role is looked up in the (short) list. */
export const roleResource = defineResource({
  name: 'role',
  id: 'roleId',
  list: 'roleList',
  save: 'roleSave',
  delete: 'roleDelete',
  permissions: { list: Permissions.ROLE_LIST, add: Permissions.ROLE_ADD, edit: Permissions.ROLE_EDIT, delete: Permissions.ROLE_DELETE },
});

/** The menu list is one tree, not pages; an entry is deleted alone (one with entries below it is refused). */
export const menuResource = defineResource({
  name: 'menu',
  id: 'menuId',
  listAll: 'menuList',
  get: 'menuGet',
  save: 'menuSave',
  delete: 'menuDelete',
  deletesOne: true,
  permissions: { list: Permissions.MENU_LIST, add: Permissions.MENU_ADD, edit: Permissions.MENU_EDIT, delete: Permissions.MENU_DELETE },
});

export const sourceResource = defineResource({
  name: 'source',
  id: 'sourceId',
  list: 'sourceList',
  get: 'sourceGet',
  save: 'sourceSave',
  delete: 'sourceDelete',
  permissions: { list: Permissions.SOURCE_LIST, add: Permissions.SOURCE_ADD, edit: Permissions.SOURCE_EDIT, delete: Permissions.SOURCE_DELETE },
});

export const outbreakResource = defineResource({
  name: 'outbreak',
  id: 'outbreakId',
  list: 'outbreakList',
  get: 'outbreakGet',
  save: 'outbreakSave',
  delete: 'outbreakDelete',
  permissions: { list: Permissions.HISTORY_LIST, add: Permissions.HISTORY_ADD, edit: Permissions.HISTORY_EDIT, delete: Permissions.HISTORY_DELETE },
});

export const surveyResource = defineResource({
  name: 'survey',
  id: 'surveyId',
  list: 'surveyList',
  get: 'surveyGet',
  save: 'surveySave',
  delete: 'surveyDelete',
  permissions: { list: Permissions.SURVEY_LIST, add: Permissions.SURVEY_ADD, edit: Permissions.SURVEY_EDIT, delete: Permissions.SURVEY_DELETE },
});

/** Alerts are raised by the engine and moved along their workflow, never typed or deleted. */
export const alertResource = defineResource({
  name: 'alert',
  id: 'alertId',
  list: 'alertList',
  get: 'alertGet',
  permissions: { list: Permissions.ALERT_LIST },
  liveTopic: 'alerts',
});

/**
 * The risk thresholds: a row per focus type, none added or deleted. They are edited together, and
 * a save recomputes every source point.
 */
export const riskRuleResource = defineResource({
  name: 'riskRule',
  id: 'focusType',
  listAll: 'riskRules',
  save: 'riskSaveRules',
  editedWhole: true,
  permissions: { list: Permissions.RULE_LIST, edit: Permissions.RULE_EDIT },
});

export const auditResource = defineResource({
  name: 'audit',
  id: 'auditId',
  list: 'auditList',
  permissions: { list: Permissions.AUDIT_LIST },
});

/** Notification channels: their secrets never come back (the list shows a hint), so a form's empty secret keeps the stored one. */
export const notificationChannelResource = defineResource({
  name: 'notificationChannel',
  id: 'channelId',
  list: 'channelList',
  save: 'channelSave',
  delete: 'channelDelete',
  permissions: { list: Permissions.NOTIFICATION_LIST, add: Permissions.NOTIFICATION_ADD, edit: Permissions.NOTIFICATION_EDIT, delete: Permissions.NOTIFICATION_REMOVE },
});

/** The delivery log: written by the server's delivery worker, read only. */
export const notificationDeliveryResource = defineResource({
  name: 'notificationDelivery',
  id: 'deliveryId',
  list: 'deliveryList',
  permissions: { list: Permissions.NOTIFICATION_LIST },
});

/** Human cases: each save raises the case's own signal (server side); their contacts are saved through the case's page. */
export const caseResource = defineResource({
  name: 'case',
  id: 'caseId',
  list: 'caseList',
  get: 'caseGet',
  save: 'caseSave',
  delete: 'caseDelete',
  permissions: { list: Permissions.CASE_LIST, add: Permissions.CASE_ADD, edit: Permissions.CASE_EDIT, delete: Permissions.CASE_DELETE },
  liveTopic: 'cases',
});

/** A case's contacts: saved with their daily follow-up from the case's page (changing them is editing the case). No get: the case's detail holds them. */
export const contactResource = defineResource({
  name: 'caseContact',
  id: 'contactId',
  save: 'contactSave',
  permissions: { list: Permissions.CASE_LIST, add: Permissions.CASE_EDIT, edit: Permissions.CASE_EDIT },
});
