import { latestToday } from '@ews/contract/schemas/common';
import type { Dayjs } from 'dayjs';

/** A calendar day the schemas refuse for a date of something that has happened: the pickers grey it out. */
export const isFutureDay = (day: Dayjs) => day.format('YYYY-MM-DD') > latestToday();
