// The ovulation calculator (ours).

export const ovulationMessages = {
  // ours (spec: start date required; cycle length 20 to 40)
  startRequired: 'Please select the first day of your last period',
  startInFuture: 'The first day of your period cannot be in the future',
  cycleInvalid: 'Cycle length must be from 20 to 40 days',
} as const;
