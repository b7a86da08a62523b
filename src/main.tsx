/**
 * Browser entry: the stylesheet, then the app (boot.tsx) once the browser has painted index.html's
 * 'Loading...', so evaluating React and the rest does not hold back the first paint
 * (docs/architecture.md#performance). The app's chunks are already downloading: index.html preloads them.
 */
import './styles.css';

let booted = false;
const boot = () => {
  if (booted) return;
  booted = true;
  // The big libraries first, then the app in a task of its own: two shorter tasks, less blocking time.
  void import('./boot-libraries').then(() => new Promise((next) => setTimeout(next))).then(() => import('./boot'));
};
// After the next frame; the timer covers a hidden tab, which gets no animation frames.
requestAnimationFrame(() => setTimeout(boot));
setTimeout(boot, 100);
