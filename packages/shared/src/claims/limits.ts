/** A claim message's length, and how many photos one message may carry. */
export const CLAIM_MESSAGE_MAX = 2000;
export const CLAIM_MESSAGE_MIN = 5;
export const CLAIM_PHOTOS_MAX = 4;
export const CLAIMS_PAGE_SIZE = 20;
