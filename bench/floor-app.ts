/**
 * The page-weight floor: a minimal Vite + React app written to a temp dir that uses the
 * same libraries as the app's initial routes — React, TanStack Router and Query, supabase-js,
 * zod, react-hook-form with its zod resolver, sonner and Tailwind — on one small sign-in page.
 * Its gzipped JS+CSS is what any app on this stack pays before writing a feature.
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

const supabase = createClient(import.meta.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:1', 'anon-key-placeholder-anon-key');
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

const rootRoute = createRootRoute({ component: () => (<><Outlet /><Toaster /></>) });
const routeTree = rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: Login })]);
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
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler', target: 'ES2022' },
    }),
  );
  return dir;
}
