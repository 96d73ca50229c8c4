import { kolkataDateTimeText } from '@care/contracts/common/clock-time';

/** 'DD/MM/YYYY hh:mm A' in Asia/Kolkata: the meeting page's start (spec section 9). */
export const meetingStartText = kolkataDateTimeText;
