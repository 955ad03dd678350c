/** An ISO calendar date `YYYY-MM-DD`. */
export type IsoDate = string;
