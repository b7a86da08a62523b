/**
 * Class names for the UI kit (docs/architecture.md#ui-kit): `clsx` joins strings, arrays and
 * `{ 'class': condition }` objects, then `tailwind-merge` drops every earlier class that a later one
 * overrides (`px-4` … `px-3` keeps `px-3`). Components pass their own classes first and the caller's
 * `className` last, so a caller replaces a default instead of adding a second padding or colour.
 */
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** @returns one class string, later Tailwind classes winning over earlier ones of the same property */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
