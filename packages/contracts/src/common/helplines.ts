// The helplines every crisis answer and the sad, anxious and angry tips give.

/**
 * India's helplines as answers and screens give them (ours): Tele-MANAS, the national tele
 * mental-health line, on its short code and its toll-free number (free, 24x7, many languages);
 * 112 for any emergency; 108 for an ambulance; 102, the free ambulance for pregnant women and
 * newborns; 181, the Women Helpline, which also connects to the One Stop Centres (Sakhi). Each
 * has its tel: address so a screen can make it tappable.
 */
export const helplines = {
  teleManas: { number: '14416', tel: 'tel:14416' },
  teleManasTollFree: { number: '1-800-891-4416', tel: 'tel:18008914416' },
  emergency: { number: '112', tel: 'tel:112' },
  ambulance: { number: '108', tel: 'tel:108' },
  pregnancyAmbulance: { number: '102', tel: 'tel:102' },
  /** The national Women Helpline (violence at home, One Stop Centres), free, 24x7. */
  women: { number: '181', tel: 'tel:181' },
} as const;
export type HelplineKey = keyof typeof helplines;

/** India's national tele mental-health helpline, free and open 24x7. */
export const TELE_MANAS = { name: 'Tele-MANAS', hours: '24x7', ...helplines.teleManas } as const;

/** How the helpline is written on a tappable link (mood tips, the assistant's crisis card). */
export const TELE_MANAS_LABEL = `${TELE_MANAS.name} ${TELE_MANAS.number} (free, ${TELE_MANAS.hours})`;

/** India's single emergency number (police, fire, ambulance), shown next to Tele-MANAS in a crisis. */
export const EMERGENCY_NUMBER = helplines.emergency;

/** How each helpline is named on a tap-to-call button (the chat's help panel and answers). */
export const HELPLINE_LABELS: Record<HelplineKey, string> = {
  teleManas: `${TELE_MANAS.name} ${helplines.teleManas.number} (free, 24x7, mental health)`,
  teleManasTollFree: `${TELE_MANAS.name} toll-free ${helplines.teleManasTollFree.number}`,
  emergency: `Emergency ${helplines.emergency.number}`,
  ambulance: `Ambulance ${helplines.ambulance.number}`,
  pregnancyAmbulance: `Mother and baby ambulance ${helplines.pregnancyAmbulance.number}`,
  women: `Women Helpline ${helplines.women.number} (violence at home)`,
};
