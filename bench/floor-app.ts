/**
 * The page-weight floor: a minimal Vite + React app written to a temp dir that uses the
 * same libraries as the app's initial routes — React, TanStack Router and Query, supabase-js,
 * zod, react-hook-form with its zod resolver, sonner and Tailwind — on a small sign-in page (`/`) and
 * the least a signed-in staff page does: `/register` loads the hotel, then shows a form;
 * `/guest-list` loads the ten newest guests and shows them in a table (both with the stored session,
 * through RLS). Its gzipped JS+CSS is what any app on this stack pays before writing a feature.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MAIN_TSX = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import { createClient } from '@supabase/supabase-js';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Toaster, toast } from 'sonner';
import './styles.css';

const supabase = createClient(import.meta.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:1', import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'anon-key');
const schema = z.object({ email: z.email(), password: z.string().min(6) });
const queryClient = new QueryClient();

function Login() {
  const session = useQuery({ queryKey: ['session'], queryFn: async () => (await supabase.auth.getSession()).data.session });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    const { error } = await supabase.auth.signInWithPassword(values);
    if (error) toast.error(error.message);
  });
  return (
    <main className="mx-auto flex max-w-sm flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Login</h1>
      <p className="text-sm text-slate-600">{session.data ? 'Signed in' : 'Signed out'}</p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <input {...form.register('email')} className="rounded border border-slate-300 px-3 py-2" placeholder="Email" />
        <input {...form.register('password')} type="password" className="rounded border border-slate-300 px-3 py-2" placeholder="Password" />
        <button className="rounded bg-blue-600 px-3 py-2 text-white">Login</button>
      </form>
    </main>
  );
}

const guestSchema = z.object({
  firstName: z.string().min(1), lastName: z.string().min(1), passportNumber: z.string().min(1),
  nationality: z.string().min(1), email: z.string(), phone: z.string(), room: z.string(),
  checkIn: z.string().min(1), checkOut: z.string(),
});
const guestFields = Object.keys(guestSchema.shape) as (keyof z.infer<typeof guestSchema>)[];

/** The stored session's hotel, as the signed-in pages need it first. */
const useHotel = () =>
  useQuery({ queryKey: ['hotel'], queryFn: async () => (await supabase.from('hotels').select('id, name, form_fields').single()).data });

function Register() {
  const hotel = useHotel();
  const form = useForm({ resolver: zodResolver(guestSchema) });
  const submit = form.handleSubmit((values) => toast.success(values.firstName + ' ' + values.lastName));
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Register Guest</h1>
      {hotel.data ? (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
          {guestFields.map((name) => (
            <input key={name} {...form.register(name)} className="rounded border border-slate-300 px-3 py-2" placeholder={name} />
          ))}
          <button className="rounded bg-blue-600 px-3 py-2 text-white">Register</button>
        </form>
      ) : (
        <p className="text-slate-500">Loading form...</p>
      )}
    </main>
  );
}

function GuestList() {
  const guests = useQuery({
    queryKey: ['guests'],
    queryFn: async () =>
      (await supabase.from('guests').select('id, first_name, last_name, room, check_in').order('registered_at', { ascending: false }).limit(10)).data ?? [],
  });
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Guest List</h1>
      <table className="text-sm">
        <tbody>
          {(guests.data ?? []).map((g) => (
            <tr key={g.id} className="border-b border-slate-200">
              <td className="p-2">{g.first_name}</td><td className="p-2">{g.last_name}</td><td className="p-2">{g.room}</td><td className="p-2">{g.check_in}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const rootRoute = createRootRoute({ component: () => (<><Outlet /><Toaster /></>) });
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: Login }),
  createRoute({ getParentRoute: () => rootRoute, path: '/register', component: Register }),
  createRoute({ getParentRoute: () => rootRoute, path: '/guest-list', component: GuestList }),
]);
const router = createRouter({ routeTree });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>
  </StrictMode>,
);
`;

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>Floor</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>
`;

/** Writes the floor app to `dir` (node_modules linked from the repository); @returns `dir` */
export function writeFloorApp(dir: string, rootDir: string): string {
  mkdirSync(join(dir, 'src'), { recursive: true });
  symlinkSync(join(rootDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'src', 'main.tsx'), MAIN_TSX);
  writeFileSync(join(dir, 'src', 'styles.css'), `@import 'tailwindcss';\n`);
  // A file that runs no script, where the bench opens the origin to set localStorage (lighthouse.ts).
  mkdirSync(join(dir, 'public'));
  writeFileSync(join(dir, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler', target: 'ES2022' },
    }),
  );
  return dir;
}
