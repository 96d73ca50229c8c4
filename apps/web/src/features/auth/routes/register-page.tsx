// Placeholder until the accounts screens land.
export function RegisterPage() {
  return <div>RegisterPage</div>;
}
