import { productTable } from './demo-table.js';

// name | audience | brand | colour | price | discount % | stock | warranty months | description

export const TECNOLOGIA = productTable(
  'Tecnología',
  `
Teléfono Inteligente Galaxy A55 | Unisex | Samsung | Azul | 480 | 10 | 25 | 12 | Teléfono con pantalla AMOLED de 6,6 pulgadas y triple cámara de 50 MP. Batería de 5000 mAh para todo el día. Incluye 256 GB de almacenamiento.
Teléfono Celular Moto G84 | Unisex | Motorola | Gris | 320 | 0 | 0 | 12 | Teléfono con pantalla pOLED de 120 Hz y sonido estéreo. Carga rápida de 30 W. Android sin agregados innecesarios.
Teléfono Inalámbrico para el Hogar | Unisex | Panasonic | Negro | 45 | 0 | 14 | 12 | Teléfono inalámbrico con identificador de llamadas y agenda para 50 contactos. Pantalla iluminada y manos libres. Hasta 12 horas de conversación.
Auriculares Bluetooth con Cancelación | Unisex | Sony | Negro | 220 | 15 | 19 | 12 | Auriculares vincha con cancelación activa de ruido. Hasta 30 horas de batería con carga rápida. Plegables y con estuche rígido.
Notebook Ultraliviana 14 Pulgadas | Unisex | Lenovo | Plateado | 1150 | 5 | 8 | 12 | Notebook de 1,3 kg con procesador de última generación, 16 GB de RAM y disco SSD de 512 GB. Pantalla Full HD antirreflejo. Ideal para trabajar y estudiar.
Smart TV 50 Pulgadas 4K | Unisex | LG | Negro | 890 | 20 | 6 | 24 | Televisor 4K con HDR y sistema operativo con las aplicaciones de streaming. Control remoto por voz. Tres entradas HDMI.
Reloj Inteligente Deportivo | Mujer | Garmin | Rosa | 310 | 0 | 13 | 12 | Reloj con GPS, monitor de frecuencia cardíaca y más de 30 deportes. Resistente al agua hasta 50 metros. Batería de hasta 11 días.
Tablet 10 Pulgadas Kids | Niños | Samsung | Celeste | 260 | 10 | 9 | 12 | Tablet con funda antigolpes y control parental. Pantalla de 10 pulgadas y 64 GB de memoria. Aplicaciones educativas incluidas.
Parlante Portátil Resistente al Agua | Unisex | JBL | Rojo | 130 | 0 | 24 | 12 | Parlante Bluetooth con sonido potente y graves profundos. Resistente al agua y al polvo. Hasta 12 horas de música.
Teclado Mecánico Retroiluminado | Hombre | Logitech | Negro | 110 | 0 | 17 | 24 | Teclado mecánico con switches táctiles y luz RGB configurable. Distribución en español. Reposamuñecas desmontable.
Cámara Instantánea Mini | Mujer | Fujifilm | Violeta | 95 | 5 | 11 | 12 | Cámara que imprime la foto al instante en formato tarjeta. Exposición automática y modo selfi. Usa película instantánea mini.
Consola de Videojuegos Portátil | Niños | Nintendo | Rojo | 420 | 0 | 5 | 12 | Consola que se juega en el televisor o en modo portátil. Controles desmontables para jugar de a dos. Pantalla de 7 pulgadas.
`,
);

export const HOGAR = productTable(
  'Hogar',
  `
Lámpara de Pie Nórdica | Unisex | Bazar Home | Blanco | 85 | 0 | 14 | 6 | Lámpara de pie con trípode de madera y pantalla de tela. Luz cálida y difusa para el living. Admite lámparas LED.
Sofá de Dos Cuerpos en Lino | Unisex | Muebles Sur | Gris | 1450 | 10 | 3 | 24 | Sofá de dos cuerpos tapizado en lino con almohadones desmontables. Estructura de madera maciza. Se entrega armado.
Juego de Sábanas Queen 300 Hilos | Unisex | Arredo | Beige | 90 | 20 | 20 | 0 | Juego de sábanas de algodón de 300 hilos para cama queen. Incluye sábana ajustable, sábana plana y dos fundas. Suaves y frescas.
Cafetera Express Automática | Unisex | Philips | Negro | 380 | 15 | 7 | 24 | Cafetera que muele el grano y prepara espresso, cappuccino y latte. Espumador de leche integrado. Limpieza automática.
Set de Ollas Antiadherentes | Unisex | Tramontina | Rojo | 140 | 0 | 0 | 12 | Set de cinco piezas con recubrimiento antiadherente y tapas de vidrio. Aptas para cocinas a gas y eléctricas. Mangos que no levantan temperatura.
Almohadón Decorativo Bordado | Mujer | Arredo | Verde | 25 | 0 | 30 | 0 | Almohadón de 45 por 45 cm con funda bordada a mano. Relleno de vellón siliconado. La funda se saca para lavar.
Lámpara de Escritorio LED Infantil | Niños | Philips | Amarillo | 40 | 10 | 15 | 12 | Lámpara LED con brazo flexible y tres intensidades de luz. No calienta y cuida la vista. Ideal para hacer la tarea.
Licuadora de Vaso de Vidrio | Unisex | Oster | Plateado | 95 | 0 | 12 | 12 | Licuadora de 600 W con vaso de vidrio de 1,5 litros. Cuchillas de acero que pican hielo. Cinco velocidades y pulso.
Alfombra de Yute Redonda | Unisex | Bazar Home | Beige | 120 | 35 | 8 | 0 | Alfombra de yute natural tejida a mano de 1,5 metros de diámetro. Aporta calidez a cualquier ambiente. Resistente al tránsito.
Sillón Reclinable de Cuero | Hombre | Muebles Sur | Marrón | 980 | 0 | 4 | 36 | Sillón reclinable de cuero con apoyapiés desplegable. Tres posiciones de descanso. Estructura reforzada.
`,
);

export const DEPORTES = productTable(
  'Deportes',
  `
Pelota de Fútbol Profesional | Unisex | Adidas | Blanco | 45 | 0 | 40 | 0 | Pelota número 5 con paneles termosellados. Vuelo estable y buen control. Apta para césped natural y sintético.
Pelota de Básquet Indoor | Hombre | Spalding | Naranja | 38 | 10 | 22 | 0 | Pelota número 7 de cuero sintético con excelente agarre. Pensada para canchas cubiertas. Bote parejo y duradero.
Bicicleta Rodado 29 Aluminio | Hombre | Venzo | Negro | 690 | 15 | 5 | 24 | Bicicleta de montaña con cuadro de aluminio y 21 velocidades. Frenos a disco y suspensión delantera. Para ciudad y sendero.
Mat de Yoga Antideslizante | Mujer | Reebok | Violeta | 28 | 0 | 33 | 0 | Mat de 6 mm de espesor con superficie antideslizante. Liviano y con correa para transportarlo. Fácil de limpiar.
Mancuernas Hexagonales 5 kg | Unisex | Randers | Negro | 55 | 0 | 0 | 12 | Par de mancuernas de 5 kg recubiertas en goma. La forma hexagonal evita que rueden. Empuñadura ergonómica.
Raqueta de Tenis Pro Staff | Unisex | Wilson | Rojo | 175 | 20 | 9 | 6 | Raqueta de grafito de 300 gramos con encordado incluido. Buen control y potencia. Incluye funda.
Pelota de Vóley de Playa | Unisex | Mikasa | Amarillo | 32 | 0 | 18 | 0 | Pelota cosida a mano con cubierta suave al tacto. Resistente al agua y a la arena. Tamaño y peso oficiales.
Casco de Bicicleta Infantil | Niños | Giro | Celeste | 42 | 5 | 14 | 6 | Casco liviano con ventilación y ajuste trasero por rueda. Visera desmontable. Cumple normas de seguridad.
Botella Térmica Deportiva 750 ml | Unisex | Stanley | Verde | 48 | 0 | 26 | 12 | Botella de acero inoxidable con doble pared. Mantiene el agua fría durante 24 horas. Tapa a prueba de derrames.
Calza Deportiva de Compresión | Mujer | Under Armour | Negro | 52 | 30 | 19 | 0 | Calza de tiro alto con tela de compresión que sostiene el músculo. Seca rápido y no transparenta. Bolsillo lateral para el teléfono.
`,
);

export const JUGUETES = productTable(
  'Juguetes',
  `
Osito de Peluche Gigante | Niños | Phi Phi Toys | Marrón | 60 | 0 | 12 | 0 | Osito de peluche de 80 cm extra suave. Relleno hipoalergénico y costuras reforzadas. Un compañero para abrazar.
Bloques de Construcción 500 Piezas | Niños | Lego | Multicolor | 110 | 10 | 10 | 0 | Caja de 500 bloques de colores para construir lo que imaginen. Incluye ideas de armado. Estimula la creatividad.
Rompecabezas 1000 Piezas Paisaje | Unisex | Ravensburger | Azul | 35 | 0 | 16 | 0 | Rompecabezas de 1000 piezas con un paisaje de montaña. Piezas gruesas que encajan perfecto. Para armar en familia.
Auto a Control Remoto Todo Terreno | Niños | Hot Wheels | Rojo | 85 | 25 | 0 | 6 | Auto a control remoto con ruedas grandes y suspensión. Alcanza 20 km/h. Batería recargable incluida.
Muñeca Articulada con Accesorios | Niños | Barbie | Rosa | 45 | 0 | 20 | 0 | Muñeca con 22 puntos de articulación y ropa intercambiable. Incluye cepillo y zapatos. Para inventar mil historias.
Juego de Mesa Estanciero | Unisex | Ruibal | Verde | 40 | 0 | 15 | 0 | El clásico juego de comprar campos y cobrar alquileres. De 2 a 6 jugadores. Diversión para toda la familia.
Pista de Autos con Looping | Niños | Hot Wheels | Naranja | 70 | 15 | 7 | 0 | Pista con lanzador, looping y curva peraltada. Incluye dos autos. Se combina con otras pistas.
Set de Plastilinas 12 Colores | Niños | Play-Doh | Multicolor | 18 | 0 | 45 | 0 | Doce potes de masa para modelar no tóxica. Colores brillantes que no manchan. Incluye moldes.
Drone con Cámara para Principiantes | Hombre | Syma | Gris | 150 | 10 | 6 | 6 | Drone estable con cámara HD y retorno automático. Fácil de volar. Dos baterías para 20 minutos de vuelo.
`,
);
