// What others may use of experts: nothing yet (its screens are reached through routes.ts).
export {};
