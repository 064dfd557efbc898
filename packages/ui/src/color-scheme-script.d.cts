export declare function colorSchemeScript(): string;
export declare function colorSchemeStyle(): string;
export declare const colorScheme: {
  attribute: string;
  cookie: string;
  choices: string[];
  background: { light: string; dark: string };
};
