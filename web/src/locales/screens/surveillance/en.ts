/** English messages of surveys, risk rules and alerts (surveillance/*): the reference key set for zh, es and ja. */
const surveillance = {};

export type SurveillanceMessages = typeof surveillance;
export default surveillance;
