import { useTenant } from '../../app/tenant-context';

export default function HomePage() {
  const tenant = useTenant();
  return (
    <section className="bg-brand/15 px-4 py-16 text-center">
      <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold md:text-5xl">{tenant.name}</h1>
      {tenant.slogan && <p className="mt-3 text-lg text-muted">{tenant.slogan}</p>}
    </section>
  );
}
