ALTER TABLE "assessments" ADD COLUMN "school_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_classes" ADD COLUMN "school_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_classes" ADD COLUMN "school_consent_by" uuid;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_school_consent_by_users_id_fk" FOREIGN KEY ("school_consent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;