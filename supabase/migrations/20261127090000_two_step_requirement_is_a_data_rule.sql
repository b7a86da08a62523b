-- A hotel's two-step sign-in requirement (docs/product.md#two-step-sign-in) is one of its data rules
-- (docs/product.md#data-rules): only the owner changes it, and each change reaches the activity log
-- with its old and new value like the other rules. The owner-and-aal2 guard of the two-step migration
-- stays; this row adds the data rules' refusal for every other caller (the platform admin and the
-- service role included) and the logging.
insert into private.data_rule_columns (table_name, column_name, owner_action)
values ('public.hotels', 'require_two_step', 'change two-step sign-in');
