import type { EpidemicMessages } from './en.ts';

const epidemic: EpidemicMessages = {};

export default epidemic;
