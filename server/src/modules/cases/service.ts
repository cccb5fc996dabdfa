import {
  caseFieldsSchema,
  Codes,
  fieldRefusal,
  invalidFieldsPrefix,
  Permissions,
  translateText,
  translateWith,
  WHOLE_COUNTRY,
  type CaseContact,
  type caseSaveSchema,
  type contactSaveSchema,
  type contactToCaseSchema,
  type DataScope,
  type FollowUp,
  type HumanCase,
  type HumanCaseDetail,
  type Language,
  type TextKey,
} from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { AppError, conflict, foundOrNotFound, invalid, isUniqueViolation, refuseField } from '../../http/errors.ts';
import { parseIn } from '../../http/request-input.ts';
import { keepDeletedEntryId, refuseDeletedEntry } from '../records/entry-ids.ts';
import { deleteRecords, findOrFail, saveRecord, updateRecord, type RecordSpec } from '../records/save.ts';
import { divisions, regionNames } from '../regions/divisions.ts';
import { assertInScope } from '../scope/service.ts';
import { findSource } from '../sources/queries.ts';
import {
  caseByClientId,
  contactsOf,
  contactStatus,
  deleteCase,
  findCase,
  findContact,
  followUpUntil,
  insertCase,
  insertContact,
  updateCase,
  updateContact,
} from './queries.ts';
import { evaluatePointsOf, lockPointsOf, raiseCaseSignals } from './signal.ts';

type CaseSave = z.output<typeof caseSaveSchema>;
export type CaseFieldsInput = Omit<CaseSave, 'caseId' | 'version' | 'clientId'>;

/** The columns a case is stored with: the residence's names looked up, its chain and the exposure's division checked. */
export function caseColumns(input: CaseFieldsInput) {
  const regions = regionNames(input);
  if (!regions) throw invalid('validation.regionChain');
  if (input.exposureRegionCode !== '' && !divisions().byCode.has(input.exposureRegionCode)) throw invalid('validation.division');
  return {
    cardNumber: input.cardNumber,
    reportAt: input.reportAt,
    diagnosisAt: input.diagnosisAt,
    onsetDate: input.onsetDate,
    age: input.age,
    sex: input.sex,
    occupation: input.occupation,
    ...regions,
    residencePlace: input.residencePlace,
    exposureRegionCode: input.exposureRegionCode,
    exposurePlace: input.exposurePlace,
    exposureLongitude: input.exposureLongitude,
    exposureLatitude: input.exposureLatitude,
    sourceId: input.sourceId,
    exposure: input.exposure,
    clinicalForm: input.clinicalForm,
    classification: input.classification,
    confirmationMethod: input.confirmationMethod,
    outcome: input.outcome,
    reportingUnit: input.reportingUnit,
    notes: input.notes,
  };
}
export type CaseColumns = ReturnType<typeof caseColumns>;

/** A source point a case names must exist and lie in the caller's scope. */
async function assertSourceVisible(db: Db, scope: DataScope, sourceId: number | null): Promise<void> {
  if (sourceId !== null && !(await findSource(db, scope, sourceId))) throw invalid('error.unknownSource');
}

const findAnyCase = (db: Db, caseId: number) => findCase(db, WHOLE_COUNTRY, caseId);

/** How a case is saved through records/save.ts: written where it lies, moved only within the scope. */
function caseRecord(columns: CaseColumns, clientId?: string): RecordSpec<HumanCase> {
  return {
    entity: 'humanCase',
    find: findAnyCase,
    scope: { target: columns, placeOf: (stored) => stored },
    insert: (db, stamp) => insertCase(db, { ...columns, clientId: clientId ?? null, ...stamp }),
    update: (db, id, version, stamp) => updateCase(db, id, version, { ...columns, ...stamp }),
  };
}

/**
 * Adds or updates a case in `trx`, audited, and raises its signal: on the add, and on an update of
 * a case that has none (its signal was lost with a deleted alert). Its point is re-evaluated so
 * that it shows the case's urgent signal. A case later excluded keeps its signal: discarding a
 * signal is the signal workflow's decision, with its evidence. So does a case moved to another
 * point or place: its signal stays where it was raised, the record of what was reported there.
 */
async function storeCase(ctx: RequestContext, trx: Db, columns: CaseColumns, caseId?: number, version?: number, clientId?: string): Promise<HumanCase> {
  const previous = caseId === undefined ? undefined : await findAnyCase(trx, caseId);
  await lockPointsOf(trx, [previous?.sourceId ?? null, columns.sourceId]);
  if (columns.sourceId !== previous?.sourceId) await assertSourceVisible(trx, signedIn(ctx).scope, columns.sourceId);
  if (clientId !== undefined) await refuseDeletedEntry(ctx, trx, 'humanCase', clientId, 'error.caseEntryTaken');
  const saved = await saveRecord(ctx, trx, caseRecord(columns, clientId), caseId, version);
  if (saved.alertId !== null) return saved;
  await raiseCaseSignals(trx, [saved], signedIn(ctx).username);
  await evaluatePointsOf(trx, [saved.sourceId], ctx.config.riskWindowDays);
  return findOrFail({ find: findAnyCase }, trx, saved.caseId);
}

/**
 * The case an entry of the caller's device was already stored as. Another person's entry under the
 * same id is a conflict: a device's id is its own.
 */
async function storedEntry(ctx: RequestContext, clientId: string): Promise<HumanCase | undefined> {
  const stored = await caseByClientId(ctx.db, WHOLE_COUNTRY, clientId);
  if (stored && stored.createdBy !== signedIn(ctx).username) throw conflict('error.caseEntryTaken');
  return stored;
}

/**
 * Adds (no caseId: case:add) or updates (caseId and version: case:edit) a case. An add with a
 * `clientId` already stored answers the stored case and writes nothing (a field device sent its
 * entry again, its first answer lost): the unique index on the id decides, also between two sends
 * at once, and the later one's whole transaction, signal included, goes back.
 */
export async function saveCase(input: CaseSave, ctx: RequestContext): Promise<HumanCase> {
  ctx.require(input.caseId === undefined ? Permissions.CASE_ADD : Permissions.CASE_EDIT);
  const { caseId, version, clientId: sentClientId, ...fields } = input;
  const clientId = caseId === undefined ? sentClientId : undefined;
  const columns = caseColumns(fields);
  try {
    return await ctx.db.transaction().execute((trx) => storeCase(ctx, trx, columns, caseId, version, clientId));
  } catch (error) {
    const stored = clientId !== undefined && isUniqueViolation(error) ? await storedEntry(ctx, clientId) : undefined;
    if (stored) return stored;
    throw error;
  }
}

/** One case with its contacts, if it lies in the caller's scope. */
export async function caseDetail(caseId: number, ctx: RequestContext): Promise<HumanCaseDetail> {
  const found = await foundOrNotFound(findCase(ctx.db, signedIn(ctx).scope, caseId));
  return { ...found, contacts: await contactsOf(ctx.db, caseId) };
}

/** Deletes cases (their contacts with them); their signals stay, as the history of what was raised. */
export function deleteCases(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute((trx) =>
    deleteRecords(ctx, trx, ids, {
      entity: 'humanCase',
      find: findAnyCase,
      placeOf: (stored) => stored,
      remove: async (db, id, before) => {
        await keepDeletedEntryId(db, 'humanCase', before);
        await deleteCase(db, id);
      },
    }),
  );
}

/** A temperature at or above this is fever, whatever the box says. */
const FEVER_CELSIUS = 37.5;

/**
 * A contact's follow-ups in date order, each within the days it is followed (the last exposure to
 * CONTACT_FOLLOW_UP_DAYS after it) and one a day; fever set where the temperature says so.
 */
function checkedFollowUps(input: { lastExposureDate: string; followUps: readonly FollowUp[] }, language: Language): FollowUp[] {
  const until = followUpUntil(input.lastExposureDate);
  const seen = new Set<string>();
  for (const followUp of input.followUps) {
    if (followUp.date < input.lastExposureDate || followUp.date > until) {
      throw refuseField(['followUps'], translateWith('validation.followUpOutsideWindow', language, { from: input.lastExposureDate, until }), language);
    }
    if (seen.has(followUp.date)) throw refuseField(['followUps'], translateWith('validation.followUpSameDay', language, { date: followUp.date }), language);
    seen.add(followUp.date);
  }
  return input.followUps
    .map((followUp) => ({ ...followUp, fever: followUp.fever || (followUp.temperature !== null && followUp.temperature >= FEVER_CELSIUS) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The case a contact belongs to, when it lies in the caller's scope for writing (40400 otherwise, as for a read). */
async function writableCase(ctx: RequestContext, db: Db, caseId: number): Promise<HumanCase> {
  const found = await foundOrNotFound(findCase(db, signedIn(ctx).scope, caseId));
  assertInScope(ctx, found);
  return found;
}

type ContactColumns = Omit<Parameters<typeof insertContact>[1], 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version' | 'becameCaseId'>;

function contactRecord(columns: Partial<ContactColumns> & { becameCaseId?: number | null }): RecordSpec<CaseContact> {
  return {
    entity: 'caseContact',
    find: findContact,
    insert: (db, stamp) => insertContact(db, { ...(columns as ContactColumns), becameCaseId: null, ...stamp }),
    update: (db, id, version, stamp) => updateContact(db, id, version, { ...columns, ...stamp }),
  };
}

/** Adds or updates a contact of a case with its daily follow-up (case:edit, in the case's scope). */
export async function saveContact(input: z.output<typeof contactSaveSchema>, ctx: RequestContext): Promise<CaseContact> {
  const followUps = checkedFollowUps(input, ctx.language);
  return ctx.db.transaction().execute(async (trx) => {
    await writableCase(ctx, trx, input.caseId);
    const stored = input.contactId === undefined ? undefined : await foundOrNotFound(findContact(trx, input.contactId));
    if (stored && stored.caseId !== input.caseId) await writableCase(ctx, trx, stored.caseId);
    const columns: ContactColumns = {
      caseId: input.caseId,
      label: input.label,
      relation: input.relation,
      lastExposureDate: input.lastExposureDate,
      prophylaxis: input.prophylaxis,
      followUps: JSON.stringify(followUps),
      status: contactStatus({ becameCaseId: stored?.becameCaseId ?? null, lastExposureDate: input.lastExposureDate, followUps }),
      notes: input.notes,
    };
    return saveRecord(ctx, trx, contactRecord(columns), input.contactId, input.version);
  });
}

/** A refusal of what a schema found wrong, worded as the request's own validation words it. */
function refuseIssues(issues: readonly z.core.$ZodIssue[], language: Language): AppError {
  const fields = issues.map((issue) => fieldRefusal(issue.path, translateText(issue.message as TextKey, language), language));
  return new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${fields.join('; ')}`);
}

/**
 * A contact with fever made a suspected case in one step: living where the index case lives,
 * exposed person to person, suspected, confirmation unknown, under treatment; the contact then
 * points to the case, which raises its own signal. Refused for a contact without fever or one that
 * is a case already.
 */
export async function contactToCase(input: z.output<typeof contactToCaseSchema>, ctx: RequestContext): Promise<HumanCase> {
  return ctx.db.transaction().execute(async (trx) => {
    const contact = await foundOrNotFound(findContact(trx, input.contactId));
    const indexCase = await writableCase(ctx, trx, contact.caseId);
    if (contact.becameCaseId !== null) throw conflict('error.contactAlreadyCase');
    if (!contact.followUps.some((followUp) => followUp.fever)) throw invalid('error.contactWithoutFever');
    const fields = parseIn(
      caseFieldsSchema,
      {
        reportAt: input.reportAt,
        diagnosisAt: input.diagnosisAt,
        onsetDate: input.onsetDate,
        clinicalForm: input.clinicalForm,
        reportingUnit: input.reportingUnit,
        sex: 'unknown',
        occupation: 'unknown',
        provinceCode: indexCase.provinceCode,
        prefectureCode: indexCase.prefectureCode,
        countyCode: indexCase.countyCode,
        residencePlace: indexCase.residencePlace,
        exposure: 'personToPerson',
        classification: 'suspected',
        confirmationMethod: 'unknown',
        outcome: 'underTreatment',
      },
      ctx.language,
    );
    if (!fields.success) throw refuseIssues(fields.error.issues, ctx.language);
    const made = await storeCase(ctx, trx, caseColumns(fields.data));
    await updateRecord(ctx, trx, contactRecord({ becameCaseId: made.caseId, status: 'becameCase' }), contact.contactId, input.version);
    return made;
  });
}
