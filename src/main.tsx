/**
 * Browser entry: the stylesheet, then the app (boot.tsx) once the browser has painted index.html's
 * 'Loading...', so evaluating React and the rest does not hold back the first paint
 * (docs/architecture.md#performance). The app's chunks are already downloading: index.html preloads them.
 */
import './styles.css';

/**
 * The big libraries one a task, then the app: each module evaluates in a task of its own, so no one task
 * holds the main thread long (Lighthouse counts every task over 50 ms on its 4× slower CPU as blocking time).
 */
const steps = [
  () => import('./boot-react-dom'),
  () => import('./boot-supabase'),
  () => import('./boot-tanstack'),
  () => import('./boot'),
];
const nextTask = () => new Promise((next) => setTimeout(next));

let booted = false;
const boot = () => {
  if (booted) return;
  booted = true;
  void steps.reduce<Promise<unknown>>((done, step) => done.then(nextTask).then(step), Promise.resolve());
};
// After the next frame; the timer covers a hidden tab, which gets no animation frames.
requestAnimationFrame(() => setTimeout(boot));
setTimeout(boot, 100);
