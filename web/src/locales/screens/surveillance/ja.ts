import type { SurveillanceMessages } from './en.ts';

const surveillance: SurveillanceMessages = {};

export default surveillance;
