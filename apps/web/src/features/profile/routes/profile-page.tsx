// Placeholder until the accounts screens land.
export function ProfilePage() {
  return <div>ProfilePage</div>;
}
