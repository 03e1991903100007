import { z } from 'zod';

/** The seeded catalogue has exactly three levels (대분류 > 중분류 > 소분류); the shapes say so. */
const categoryFields = { id: z.number().int(), code: z.string(), name: z.string() };

export const CategoryLeafSchema = z.object(categoryFields);
export const CategoryMidSchema = z.object({ ...categoryFields, children: z.array(CategoryLeafSchema) });
export const CategoryTopSchema = z.object({ ...categoryFields, children: z.array(CategoryMidSchema) });
export const CategoryTreeSchema = z.object({ categories: z.array(CategoryTopSchema) });
