CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"referral_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" uuid,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"age" text NOT NULL,
	"education" text NOT NULL,
	"country" text NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"is_prepaid" boolean DEFAULT false NOT NULL,
	"responses" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"holland_code" text NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"used_at" timestamp with time zone,
	"used_by_assessment_id" text,
	"used_by_email" text
);
--> statement-breakpoint
CREATE TABLE "payment_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"paypal_enabled" boolean DEFAULT true NOT NULL,
	"paypal_test_mode" boolean DEFAULT true NOT NULL,
	"banco_popular_enabled" boolean DEFAULT false NOT NULL,
	"demo_enabled" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"original_price" numeric(10, 2) DEFAULT '59.99' NOT NULL,
	"base_price" numeric(10, 2) DEFAULT '19.99' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"referral_discount_percent" numeric(5, 2) DEFAULT '10.00' NOT NULL,
	"default_commission_rate" numeric(5, 2) DEFAULT '20.00' NOT NULL,
	"local_currency" text DEFAULT 'DOP' NOT NULL,
	"exchange_rate" numeric(12, 4) DEFAULT '60.0000' NOT NULL,
	"paypal_client_id" text DEFAULT '' NOT NULL,
	"paypal_client_secret" text DEFAULT '' NOT NULL,
	"paypal_webhook_id" text DEFAULT '' NOT NULL,
	"banco_popular_merchant_id" text DEFAULT '' NOT NULL,
	"banco_popular_merchant_name" text DEFAULT '' NOT NULL,
	"banco_popular_secret_key" text DEFAULT '' NOT NULL,
	"banco_popular_api_url" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT 'QuéEstudiar' NOT NULL,
	"company_address" text DEFAULT 'Av. Winston Churchill 1099, Torre Empresarial, Piso 8, Santo Domingo, República Dominicana' NOT NULL,
	"support_email" text DEFAULT 'soporte@queestudiar.com' NOT NULL,
	"support_phone" text DEFAULT '+1 (809) 555-0142' NOT NULL,
	"support_hours_es" text DEFAULT 'Lunes a viernes, 8:00 a. m. - 6:00 p. m. (GMT-4)' NOT NULL,
	"support_hours_en" text DEFAULT 'Monday to Friday, 8AM - 6PM (GMT-4)' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payment_config_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" text NOT NULL,
	"user_id" uuid,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"local_amount" numeric(12, 2),
	"local_currency" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"capture_id" text,
	"authorization_code" text,
	"rrn" text,
	"masked_card" text,
	"provider_status" text,
	"failure_reason" text,
	"referral_id" uuid,
	"customer_data" jsonb,
	"report_delivered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"user_name" text,
	"user_email" text,
	"country" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"referral_date" timestamp with time zone DEFAULT now() NOT NULL,
	"conversion_date" timestamp with time zone,
	"sale_amount" numeric(10, 2),
	"commission_amount" numeric(10, 2),
	"payment_id" uuid,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"referral_code" text NOT NULL,
	"commission_rate" numeric(5, 2) DEFAULT '20.00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"to" text NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_used_by_assessment_id_assessments_id_fk" FOREIGN KEY ("used_by_assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_config" ADD CONSTRAINT "payment_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_config_audit" ADD CONSTRAINT "payment_config_audit_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_submission_key" ON "assessments" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "assessments_user_idx" ON "assessments" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "assessments_email_idx" ON "assessments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "access_codes_used_idx" ON "access_codes" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "payment_config_audit_changed_idx" ON "payment_config_audit" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payments_assessment_idx" ON "payments" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_seller_date_idx" ON "referrals" USING btree ("seller_id","referral_date");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_payment_key" ON "referrals" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_referral_code_key" ON "sellers" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_user_key" ON "sellers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");