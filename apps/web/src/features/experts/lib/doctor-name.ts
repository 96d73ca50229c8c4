import type { Doctor } from '@care/contracts/experts/answers';

/** "Ms. Ananya Iyer": how every screen names an expert. */
export const doctorName = (d: Pick<Doctor, 'salutation' | 'fname' | 'lname'>) =>
  `${d.salutation.value} ${d.fname} ${d.lname}`;
