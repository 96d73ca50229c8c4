/** The reports feature's query keys; adding or deleting a report invalidates `own`, opening one `access`. */
export const reportQueryKeys = {
  all: ['reports'] as const,
  own: ['reports', 'own'] as const,
  tests: (search: string, status: string) => ['reports', 'tests', search, status] as const,
  doctor: ['reports', 'doctor'] as const,
  access: ['reports', 'access'] as const,
};
