/**
 * A full-page admin form (Admin login, Create Hotel Account): a card centred on the grey backdrop,
 * labelled by its `<h1>` title, with an optional line under the title.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps } from '@/components/ui/form';
import { TitleBlock } from '@/components/ui/title-block';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type FormPageProps<T extends FieldValues> = FormProps<T> & {
  /** The `<h1>`'s id, which names the form. */
  titleId: string;
  title: string;
  description?: string;
  /** Width and spacing classes of the card, e.g. `max-w-sm space-y-5`. */
  className: string;
  children: ReactNode;
};

export function FormPage<T extends FieldValues>({
  titleId,
  title,
  description,
  className,
  children,
  ...form
}: FormPageProps<T>) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <Form {...form} className={cn(cardVariants(), 'w-full', className)} aria-labelledby={titleId}>
        <TitleBlock id={titleId} level="page" title={title} description={description} />
        {children}
      </Form>
    </main>
  );
}
