// What others may use of booking: nothing yet (its screens are reached through routes.ts).
export {};
