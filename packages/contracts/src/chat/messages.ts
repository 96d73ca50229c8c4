// The guided assistant's refusals (all ours).

export const chatMessages = {
  // ours
  startOrAnswer: 'Please start a new chat or choose an answer.',
  unknownOption: 'Please choose one of the options shown.',
  notStarted: 'Please start a new chat first.',
} as const;
