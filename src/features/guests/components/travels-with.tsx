/**
 * "Travels with" on the registration form (docs/product.md#guest-registration): a guest who arrives with
 * a lead guest registered today joins that lead's stay as a family or group member, with, for a minor,
 * what they are to the lead (Spain's TIPO_PARENTESCO, docs/police-reports.md). Shown only when the hotel
 * has such leads today; left empty, the guest is a stay of their own.
 * It asks for today's leads itself: their answer, which comes after the form has rendered, then
 * re-renders this fieldset alone, not the whole form in one task (docs/architecture.md#performance).
 */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CompanionFormInput } from '@shared/guest-stay';
import { codeOptions, RELATIONSHIP_LABELS } from '@shared/police/stay-code-labels';
import { FormMessage } from '@/components/ui/form-message';
import { SelectField } from '@/components/ui/select-field';
import { useStayLeads, type StayLead } from '../api/list-stay-leads';

const ROLE_OPTIONS = [
  { value: 'family_member', label: 'Family member' },
  { value: 'group_member', label: 'Group member' },
];
const RELATIONSHIP_OPTIONS = codeOptions(RELATIONSHIP_LABELS);

type Props = { form: UseFormReturn<CompanionFormInput>; hotelId: string | null; disabled: boolean };

/** The fieldset, once the hotel has leads registered today; nothing before or without. */
export function TravelsWith({ hotelId, ...props }: Props) {
  const leads = useStayLeads(hotelId);
  return leads.data && leads.data.length > 0 ? <LeadFields leads={leads.data} {...props} /> : null;
}

function LeadFields({ form, leads, disabled }: Omit<Props, 'hotelId'> & { leads: StayLead[] }) {
  const stayId = useWatch({ control: form.control, name: 'stayId' });
  const errors = form.formState.errors;
  const leadOptions = leads.map((lead) => ({
    value: lead.stayId,
    label: lead.room ? `${lead.name} · room ${lead.room}` : lead.name,
  }));
  return (
    <fieldset className="col-span-2">
      <legend className="mb-1 text-base font-semibold text-slate-900">Travels with</legend>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <div className="col-span-2 sm:col-span-1">
          <SelectField
            label="Lead guest"
            placeholder="No one (a stay of their own)"
            options={leadOptions}
            disabled={disabled}
            {...form.register('stayId')}
          />
        </div>
        {stayId && (
          <>
            <div>
              <SelectField
                label="Travels as"
                placeholder="Choose…"
                options={ROLE_OPTIONS}
                markRequired
                invalid={Boolean(errors.role)}
                disabled={disabled}
                {...form.register('role')}
              />
              {errors.role && <FormMessage>{errors.role.message}</FormMessage>}
            </div>
            <div>
              <SelectField
                label="Relationship to the lead (minors)"
                placeholder="Not a minor / not given"
                options={RELATIONSHIP_OPTIONS}
                invalid={Boolean(errors.relationship)}
                disabled={disabled}
                {...form.register('relationship')}
              />
              {errors.relationship && <FormMessage>{errors.relationship.message}</FormMessage>}
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}
