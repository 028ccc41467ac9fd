CREATE TABLE "report_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counsellor_id" uuid,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "assessment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "pack_id" uuid;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_config" ADD COLUMN "pack_tiers" jsonb DEFAULT '[{"minQuantity":5,"unitPrice":"14.99"},{"minQuantity":30,"unitPrice":"11.99"},{"minQuantity":100,"unitPrice":"9.99"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pack_id" uuid;--> statement-breakpoint
ALTER TABLE "report_packs" ADD CONSTRAINT "report_packs_counsellor_id_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."counsellors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_packs_counsellor_idx" ON "report_packs" USING btree ("counsellor_id","created_at");--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_pack_id_report_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."report_packs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pack_id_report_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."report_packs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_pack_idx" ON "access_codes" USING btree ("pack_id","created_at") WHERE "access_codes"."pack_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_pack_idx" ON "payments" USING btree ("pack_id") WHERE "payments"."pack_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_for_one" CHECK (num_nonnulls("payments"."assessment_id", "payments"."pack_id") = 1);