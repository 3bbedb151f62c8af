ALTER TABLE "campanha_passos" ADD COLUMN "ddi" text;--> statement-breakpoint
ALTER TABLE "campanha_passos" ADD COLUMN "telefone" text;--> statement-breakpoint
ALTER TABLE "campanha_passos" ADD COLUMN "whatsapp" text;