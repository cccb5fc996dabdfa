/** English messages of source points and outbreak records (epidemicSource/*): the reference key set for zh, es and ja. */
const epidemic = {};

export type EpidemicMessages = typeof epidemic;
export default epidemic;
