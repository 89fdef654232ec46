export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';
