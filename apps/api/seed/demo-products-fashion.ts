import { productTable } from './demo-table.js';

// name | audience | brand | colour | price | discount % | stock | warranty months | description

export const ROPA = productTable(
  'Ropa',
  `
Camiseta Básica de Algodón | Unisex | Algodonera | Blanco | 18 | 0 | 45 | 0 | Camiseta de algodón peinado de corte recto y cuello redondo. Es suave, fresca y no se deforma con los lavados. Ideal para combinar con todo.
Camiseta Deportiva Dry Fit | Hombre | Nike | Azul | 35 | 15 | 30 | 0 | Tela liviana que absorbe la transpiración y se seca rápido. Costuras planas para que no roce al correr. Perfecta para el gimnasio o el running.
Camiseta Estampada Floral | Mujer | Zara | Rosa | 24 | 0 | 0 | 0 | Camiseta holgada con estampado de flores en tonos pastel. Confeccionada en algodón con un toque de elastano. Va muy bien con jeans o faldas.
Camiseta Infantil Dinosaurios | Niños | Cheeky | Verde | 15 | 10 | 25 | 0 | Camiseta de algodón con dinosaurios que brillan en la oscuridad. Tiene cuello reforzado y tintas sin tóxicos. Resiste el juego de todos los días.
Camiseta Manga Larga Rayada | Hombre | Levi's | Gris | 29 | 0 | 18 | 0 | Clásica camiseta a rayas de manga larga en algodón grueso. Mantiene la forma después de muchos lavados. Un básico para media estación.
Campera Rompeviento Impermeable | Unisex | The North Face | Negro | 120 | 20 | 12 | 6 | Campera liviana con capucha que repele el agua y corta el viento. Se guarda en su propio bolsillo. Ideal para viajes y caminatas.
Jean Clásico Tiro Medio | Mujer | Levi's | Azul | 65 | 0 | 20 | 0 | Jean de denim elastizado con tiro medio y pierna recta. Cinco bolsillos y botón metálico. Se adapta al cuerpo sin perder la forma.
Buzo con Capucha Oversize | Unisex | Adidas | Gris | 55 | 25 | 22 | 0 | Buzo de frisa con capucha, bolsillo canguro y puños elastizados. Calce amplio y muy abrigado. Para el frío de todos los días.
Vestido Largo de Lino | Mujer | Rapsodia | Beige | 89 | 0 | 9 | 0 | Vestido largo de lino natural con breteles regulables. Fresco y liviano para los días de calor. Incluye cinto del mismo género.
Pantalón Cargo de Gabardina | Hombre | Wrangler | Verde | 58 | 10 | 14 | 0 | Pantalón de gabardina resistente con bolsillos laterales. Cintura con presillas y botamanga ajustable. Cómodo para trabajar o salir.
Pijama Polar Estrellas | Niños | Mimo | Celeste | 32 | 0 | 16 | 0 | Pijama de dos piezas en micropolar con estrellas estampadas. Puños elastizados para que no se suba. Abriga sin dar calor de más.
Camisa Oxford Slim Fit | Hombre | Tommy Hilfiger | Celeste | 70 | 30 | 11 | 0 | Camisa de tela Oxford con cuello abotonado y corte entallado. Fácil de planchar. Sirve tanto para la oficina como para el fin de semana.
`,
);

export const CALZADO = productTable(
  'Calzado',
  `
Zapatillas Running Air Zoom | Hombre | Nike | Negro | 140 | 20 | 18 | 6 | Zapatillas livianas con cámara de aire en el talón para amortiguar cada pisada. La capellada de malla deja respirar el pie. Pensadas para correr distancias largas.
Zapatillas Urbanas de Lona | Unisex | Converse | Blanco | 75 | 0 | 35 | 0 | Las clásicas zapatillas de lona con puntera de goma. Suela vulcanizada y ojalillos metálicos. Combinan con cualquier ropa.
Zapatillas Infantiles con Luces | Niños | Skechers | Rosa | 60 | 15 | 20 | 0 | Zapatillas con luces en la suela que se encienden al caminar. Cierre de abrojo para que se las pongan solos. Plantilla acolchada.
Zapatillas de Trekking Impermeables | Mujer | Merrell | Marrón | 160 | 0 | 7 | 12 | Zapatillas con membrana impermeable y suela de alto agarre. Protegen el tobillo en terrenos irregulares. Ideales para senderismo.
Botas de Cuero Chelsea | Mujer | Prüne | Negro | 210 | 0 | 6 | 6 | Botas de cuero vacuno con elásticos laterales y tirador trasero. Suela de goma antideslizante. Un clásico que dura años.
Sandalias de Plataforma | Mujer | Viamo | Beige | 48 | 25 | 0 | 0 | Sandalias con plataforma de goma liviana y tiras cruzadas. Hebilla regulable en el tobillo. Cómodas para todo el día.
Mocasines de Gamuza | Hombre | Febo | Marrón | 95 | 0 | 10 | 6 | Mocasines de gamuza con costura a mano y suela flexible. Se calzan sin cordones. Elegantes y cómodos.
Ojotas de Goma Playeras | Unisex | Havaianas | Amarillo | 12 | 0 | 60 | 0 | Ojotas de goma suave que no se resbalan. Livianas y resistentes al agua y la arena. Infaltables en la playa o la pileta.
Botines de Fútbol Predator | Hombre | Adidas | Rojo | 130 | 10 | 15 | 6 | Botines con tapones para césped natural y capellada texturizada para controlar la pelota. Ajuste firme en el empeine. Para jugar cada partido.
Pantuflas de Corderito | Niños | Gummi | Celeste | 22 | 0 | 28 | 0 | Pantuflas forradas en corderito con suela antideslizante. Mantienen los pies calentitos en invierno. Se lavan a mano.
`,
);

export const BELLEZA = productTable(
  'Belleza',
  `
Perfume Floral Eau de Parfum 100 ml | Mujer | Carolina Herrera | Rosa | 160 | 0 | 14 | 0 | Fragancia floral con notas de jazmín, rosa y vainilla. Larga duración y estela suave. Frasco de vidrio de 100 ml.
Perfume Amaderado para Hombre | Hombre | Paco Rabanne | Azul | 150 | 10 | 11 | 0 | Perfume con notas de cedro, bergamota y pimienta. Ideal para la noche. Presentación de 100 ml con vaporizador.
Crema Hidratante Facial | Mujer | Nivea | Blanco | 22 | 0 | 40 | 0 | Crema de textura liviana que hidrata durante 24 horas. No deja sensación grasa. Apta para todo tipo de piel.
Protector Solar FPS 50 | Unisex | La Roche-Posay | Naranja | 30 | 5 | 30 | 0 | Protector solar de amplio espectro resistente al agua. Textura fluida de rápida absorción. Recomendado por dermatólogos.
Secador de Pelo Iónico | Mujer | Philips | Violeta | 85 | 20 | 10 | 12 | Secador de 2200 W con tecnología iónica que reduce el frizz. Tres temperaturas y golpe de aire frío. Incluye boquilla concentradora.
Afeitadora Eléctrica Recargable | Hombre | Braun | Plateado | 120 | 0 | 9 | 24 | Afeitadora de láminas flexibles que siguen el contorno de la cara. Batería de 60 minutos y uso en seco o mojado. Incluye cortapatillas.
Shampoo Suave para Niños | Niños | Johnson's | Celeste | 9 | 0 | 50 | 0 | Shampoo con fórmula sin lágrimas y pH neutro. Deja el pelo suave y fácil de peinar. Envase de 400 ml.
Paleta de Sombras 18 Tonos | Mujer | Maybelline | Dorado | 28 | 15 | 0 | 0 | Paleta con 18 sombras mate y metalizadas de alta pigmentación. Fáciles de difuminar. Trae espejo y aplicador.
Aceite Corporal de Almendras | Unisex | Natura | Amarillo | 19 | 0 | 27 | 0 | Aceite de almendras dulces que nutre e ilumina la piel. Se absorbe rápido. Ideal después de la ducha.
`,
);
