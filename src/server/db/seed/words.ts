/**
 * Word lists are written as one "|"-separated string per line: the formatter would otherwise put
 * every element on its own line and the data files would balloon.
 */
export const words = (text: string): readonly string[] => text.split("|");
