/** The admin feature's edge function calls use the shared wrapper (also used by guests and data protection). */
export { EdgeFunctionError, invokeFunction } from '@/lib/invoke-function';
