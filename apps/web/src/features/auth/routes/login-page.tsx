// Placeholder until the accounts screens land.
export function LoginPage() {
  return <div>LoginPage</div>;
}
