/** Types of feature-layout.js (plain JavaScript so eslint.config.js imports it without a build step). */
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
