/**
 * PLACEHOLDER for the generated Database types (`supabase gen types typescript`); helper A's
 * `scripts/gen-types` overwrites this file. Shapes follow the team brief's data model.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type Row<T> = { Row: T; Insert: Partial<T>; Update: Partial<T>; Relationships: [] };

export type Database = {
  public: {
    Tables: {
      hotels: Row<{
        id: string; name: string; address: string; form_fields: Json; owner_id: string | null;
        created_at: string; updated_at: string;
      }>;
      hotel_members: Row<{
        user_id: string; hotel_id: string; email: string; role: string; created_at: string; updated_at: string;
      }>;
      guests: Row<{
        id: string; hotel_id: string; first_name: string | null; last_name: string | null;
        passport_number: string | null; nationality: string | null; travel_agent_name: string | null;
        email: string | null; phone: string | null; check_in: string | null; check_out: string | null;
        room: string | null; chauffeur_name: string | null; chauffeur_contact: string | null;
        registered_at: string; checked_out_at: string | null; attachments: string[];
        created_from: string | null; created_by: string | null; idempotency_key: string | null;
        created_at: string; updated_at: string;
      }>;
      plans: Row<{
        id: string; name: string; price_usd_month: number | null; guest_limit: number | null; user_limit: number | null;
      }>;
      subscriptions: Row<{ hotel_id: string; plan_id: string; created_at: string; updated_at: string }>;
      contact_messages: Row<{ id: string; email: string; message: string | null; created_at: string }>;
      platform_admins: Row<{ email: string }>;
    };
    Views: { [_ in never]: never };
    Functions: {
      create_hotel: {
        Args: { p_name: string; p_address: string; p_form_fields?: Json };
        Returns: Database['public']['Tables']['hotels']['Row'];
      };
      check_out_guest: {
        Args: { p_guest_id: string };
        Returns: Database['public']['Tables']['guests']['Row'];
      };
      plan_usage: {
        Args: Record<PropertyKey, never>;
        Returns: { plan_name: string; guest_limit: number | null; user_limit: number | null; guests_this_month: number; users: number }[];
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

export type Tables<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
