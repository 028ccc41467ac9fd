-- The card provider (AZUL, Banco Popular's payment page) has one internal name, `card`; the API still says `banco_popular`.
UPDATE "payments" SET "provider" = 'card' WHERE "provider" = 'banco_popular';
