/**
 * The line under an expert's qualification on the details page: years of experience, then the
 * statutory registration (a medical council or RCI number) when there is one. Experts without
 * one (a counselling psychologist with an M.A., a genetic counsellor whose certification is in
 * the qualification) answer an empty `registration_no`, and the line then shows no label for it.
 */
export function credentialsLine(years: number, registrationNo: string | null | undefined): string {
  const experience = `${years} ${years === 1 ? 'year' : 'years'} of experience`;
  const registration = registrationNo?.trim();
  return registration ? `${experience} · Registration no. ${registration}` : experience;
}
